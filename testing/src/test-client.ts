import { MIN_POSITION_HEADER, POSITION_HEADER } from '@glyco/contracts';

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestClient {
  token: string | undefined;
  /** When false, the client does not send its last write's position (a client that never wrote). */
  readYourWrites: boolean;
  request<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse<T>>;
  get<T = any>(path: string): Promise<TestResponse<T>>;
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse<T>>;
  put<T = any>(path: string, body?: unknown): Promise<TestResponse<T>>;
  delete<T = any>(path: string): Promise<TestResponse<T>>;
}

export function createTestClient(baseUrl: string): TestClient {
  let lastPosition: string | undefined;
  const client: TestClient = {
    token: undefined,
    readYourWrites: true,
    async request(method, path, body, extraHeaders = {}) {
      const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (client.token) headers.Authorization = `Bearer ${client.token}`;
      if (client.readYourWrites && lastPosition) headers[MIN_POSITION_HEADER] = lastPosition;
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const position = response.headers.get(POSITION_HEADER);
      if (position) lastPosition = position;
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('json');
      return { status: response.status, body: isJson && text ? JSON.parse(text) : text, headers: response.headers };
    },
    get: (path) => client.request('GET', path),
    post: (path, body, headers) => client.request('POST', path, body, headers),
    put: (path, body) => client.request('PUT', path, body),
    delete: (path) => client.request('DELETE', path),
  };
  return client;
}
