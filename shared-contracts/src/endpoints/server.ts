import { boolean, literal, object } from 'superstruct';
import { endpoint, PUBLIC, SIGNED_IN } from './endpoint.js';

/** Endpoints no screen calls through the client: probes, the socket, the scriptless sign-in, media. */
export const serverEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    response: object({ status: literal('ok') }),
    access: PUBLIC,
    summary: 'Liveness',
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    response: object({ ready: boolean() }),
    access: PUBLIC,
    summary: 'Readiness (503 while draining or a dependency is down)',
  }),
  socket: endpoint({ method: 'GET', path: '/ws', response: null, access: SIGNED_IN, summary: 'The realtime WebSocket' }),
  // The sign-in form without scripts: a form post answered with a 303.
  formSignIn: endpoint({ method: 'POST', path: '/login', response: null, access: PUBLIC, summary: 'Sign in without scripts' }),
  media: endpoint({
    method: 'GET',
    path: '/api/media/:id',
    response: null,
    access: SIGNED_IN,
    object: 'media',
    summary: 'A photo, to those who may see its visit',
  }),
  sitterPhoto: endpoint({
    method: 'GET',
    path: '/api/media/sitter/:id',
    response: null,
    access: SIGNED_IN,
    object: 'media',
    summary: "A sitter's photo, to the sitter, admins and the customers of the sitter's visits",
  }),
};
