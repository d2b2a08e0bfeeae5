/**
 * The real typed client (shared-contracts' createApiClient) for API tests: its transport hands
 * each request to a TestClient, so it goes through app.request with that client's cookies. A
 * test written with it calls the API exactly as the screens do, and fails to compile when an
 * endpoint's definition and the route drift apart in what they take. Every successful JSON
 * answer is also checked against its definition's response struct, so a route that answers
 * more, less or other than its definition says fails the test that called it.
 */
import { createApiClient, ENDPOINTS, endpointKey, type ApiClient, type EndpointDefinition } from '@housesit/shared-contracts';
import { validate } from 'superstruct';
import { pathPattern } from '../http/bodyLimit.js';
import type { TestClient } from './testApp.js';

const ORIGIN = 'http://localhost';
const MATCHERS = Object.values(ENDPOINTS).map((definition) => ({ definition, pattern: pathPattern(definition.path) }));

function definitionOf(method: string, path: string): EndpointDefinition | undefined {
  return MATCHERS.find(({ definition, pattern }) => definition.method === method && pattern.test(path))?.definition;
}

async function checkAnswer(method: string, path: string, response: Response): Promise<void> {
  const definition = definitionOf(method, path);
  if (!definition) throw new Error(`typedClient: no endpoint definition for ${method} ${path}`);
  if (!response.ok || !definition.response) return;
  const text = await response.clone().text();
  const [error] = validate(text ? JSON.parse(text) : null, definition.response);
  if (error) throw new Error(`${endpointKey(definition)} answered outside its definition: ${error.message}`);
}

export function typedClient(client: TestClient): ApiClient {
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.origin !== ORIGIN) throw new Error(`typedClient: ${url.origin} is not the test app`);
    const method = init.method ?? 'GET';
    const response = await client.request(method, `${url.pathname}${url.search}`, {
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
      headers: init.headers as Record<string, string>,
    });
    await checkAnswer(method, url.pathname, response);
    return response;
  }) as typeof globalThis.fetch;
  return createApiClient({ baseUrl: ORIGIN, fetch });
}
