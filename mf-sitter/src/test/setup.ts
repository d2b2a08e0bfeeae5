// The kit's set-up is the whole of this area's: jest-dom, cleanup and the async wait.
import '@housesit/shell/kit/testing/setup';
