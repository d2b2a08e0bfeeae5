import { record, string } from 'superstruct';
import type { RuntimeRegistry } from '../federation.js';
import {
  ClientErrorReportStruct,
  PageLoadReportStruct,
  RegistryActionStruct,
  type RegistryAdminView,
  type ReleaseHealthView,
} from '../schemas/releases.js';
import { ADMIN, endpoint, PUBLIC, shapeOf } from './endpoint.js';

const RegistryAdminViewStruct = shapeOf<RegistryAdminView>('RegistryAdminView');

export const registryEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/registry',
    // The visitor's channel opt-ins, e.g. { 'channel.mf_admin': 'staging' }.
    query: record(string(), string()),
    response: shapeOf<RuntimeRegistry>('RuntimeRegistry'),
    access: PUBLIC,
    summary: 'Which release of each remote this visitor loads',
  }),
  releases: endpoint({
    method: 'GET',
    path: '/api/registry/releases',
    response: RegistryAdminViewStruct,
    access: ADMIN,
    summary: "Every remote's channels and published releases",
  }),
  change: endpoint({
    method: 'POST',
    path: '/api/registry/remotes/:remote',
    body: RegistryActionStruct,
    response: RegistryAdminViewStruct,
    access: ADMIN,
    summary: "Promote, stage or roll back a remote's release",
  }),
  health: endpoint({
    method: 'GET',
    path: '/api/registry/health',
    response: shapeOf<ReleaseHealthView>('ReleaseHealthView'),
    access: ADMIN,
    summary: "Each release's page loads and failures, against the environment's rule",
  }),
  reportPageLoads: endpoint({
    method: 'POST',
    path: '/api/registry/page-loads',
    body: PageLoadReportStruct,
    response: null,
    access: PUBLIC,
    summary: 'Which releases a page showed',
  }),
  reportClientError: endpoint({
    method: 'POST',
    path: '/api/registry/client-errors',
    body: ClientErrorReportStruct,
    response: null,
    access: PUBLIC,
    summary: "A remote that failed in someone's browser",
  }),
};
