import { createFakeSockets } from '@housesit/shell/kit/testing';

/**
 * The /ws server of the current test (the kit's createFakeSockets): setup.ts hands it to every
 * test as the global WebSocket, with no sockets yet.
 */
export const sockets = createFakeSockets();
