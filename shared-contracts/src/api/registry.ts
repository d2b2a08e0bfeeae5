import type { RuntimeRegistry } from '../federation.js';
import { request, type Transport } from './request.js';

export function registryApi(t: Transport) {
  return {
    get: () => request<RuntimeRegistry>(t, '/api/registry'),
  };
}
