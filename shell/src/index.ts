// The async boundary: webpack loads bootstrap (and with it React and the kit) only after module
// federation has set up the share scope, so shared singletons are negotiated, not bundled eagerly.
// Its chunk group is named for BootScriptsPlugin (federation/bootScripts.cjs), which lists what it
// loads; the file name keeps its content hash.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
