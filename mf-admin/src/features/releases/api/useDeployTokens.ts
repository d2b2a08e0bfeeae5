import { queryKeys, type DeployTokenList } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/registry/deploy-tokens: every token, revoked ones too, never a secret. */
export function useDeployTokens() {
  return useApiQuery<DeployTokenList>(queryKeys.admin.deployTokens(), (api) => api.registry.deployTokens());
}
