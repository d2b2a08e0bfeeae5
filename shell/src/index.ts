// The async boundary: webpack loads bootstrap (and with it React and the kit) only after module
// federation has set up the share scope, so shared singletons are negotiated, not bundled eagerly.
void import('./bootstrap');
