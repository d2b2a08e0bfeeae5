import { record, string } from 'superstruct';
import type { RuntimeRegistry } from '../federation.js';
import {
  ClientErrorReportStruct,
  PageLoadReportStruct,
  RegistryActionStruct,
  type RegistryAdminView,
  type ReleaseHealthView,
} from '../schemas/releases.js';
import {
  CreateDeployTokenStruct,
  CreatedDeployTokenStruct,
  DEPLOY_UPLOAD_MAX_BYTES,
  DeployTokenListStruct,
  DeployTokenStruct,
  PublishedReleaseStruct,
  PublishReleaseQueryStruct,
} from '../schemas/deployTokens.js';
import { ADMIN, endpoint, PUBLIC, shapeOf, SIGNATURE } from './endpoint.js';

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
  deployTokens: endpoint({
    method: 'GET',
    path: '/api/registry/deploy-tokens',
    response: DeployTokenListStruct,
    access: ADMIN,
    summary: 'The deploy tokens areas publish releases with (never their secrets)',
  }),
  createDeployToken: endpoint({
    method: 'POST',
    path: '/api/registry/deploy-tokens',
    body: CreateDeployTokenStruct,
    response: CreatedDeployTokenStruct,
    access: ADMIN,
    summary: 'A deploy token for one area or every area; its secret is answered this once',
  }),
  revokeDeployToken: endpoint({
    method: 'DELETE',
    path: '/api/registry/deploy-tokens/:id',
    response: DeployTokenStruct,
    access: ADMIN,
    summary: 'Revokes a deploy token: it publishes nothing from then on',
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/releases/:remote',
    // multipart/form-data: one file per field, the field named by the file's path in the release folder.
    query: PublishReleaseQueryStruct,
    response: PublishedReleaseStruct,
    // Authorization: Bearer <deploy token>; no session is looked at.
    access: SIGNATURE,
    bodyLimit: DEPLOY_UPLOAD_MAX_BYTES,
    summary: "Publishes an area's built release (and optionally stages it), authenticated by a deploy token",
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
