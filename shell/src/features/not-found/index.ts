// The 404 page's public surface.
export { NotFoundPage } from './components/NotFoundPage';
