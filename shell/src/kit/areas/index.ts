/**
 * @housesit/shell/kit/areas: what the signed-in areas share beyond the kit (layout helpers, a
 * report's photo thumbnails). A module-federation singleton of its own: the shell never imports
 * it, so only the areas that use it fetch it, and it stays off the first load of `/` and
 * `/login` (issue 10's 170 KB). Areas never import each other; what two of them need goes here.
 */
export * from './layout';
export { PhotoGallery } from './PhotoGallery';
