/**
 * This area's server entry (decision 028): the first screens a signed-in sitter gets as HTML with
 * their data. The release build bundles it into ssr/render.cjs beside the remote's files, so the
 * page server renders each visitor's release of these screens with that release's code.
 */
import { serverScreens } from '@housesit/shell/kit/server-render';
import Dashboard from '../exposes/Dashboard';
import Jobs from '../exposes/Jobs';

export const serverRendering = serverScreens({ '/sitter/dashboard': Dashboard, '/housesitter': Dashboard, '/housesitter/jobs': Jobs });
