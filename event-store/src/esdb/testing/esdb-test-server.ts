import { request } from 'node:http';

/** Where the EventStoreDB conformance run gets its server, or why it cannot run here. */
export type EsdbTestServer =
  | { kind: 'available'; label: string; start(): Promise<{ connectionString: string; stop(): Promise<void> }> }
  | { kind: 'unavailable'; reason: string };

const ESDB_IMAGE = 'eventstore/eventstore:24.10';
const ESDB_PORT = 2113;

interface StartedContainer {
  getHost(): string;
  getMappedPort(port: number): number;
  stop(): Promise<unknown>;
}

interface ContainerBuilder {
  withEnvironment(environment: Record<string, string>): ContainerBuilder;
  withExposedPorts(...ports: number[]): ContainerBuilder;
  withWaitStrategy(strategy: unknown): ContainerBuilder;
  start(): Promise<StartedContainer>;
}

/** The slice of the optional `testcontainers` package used here. */
interface TestcontainersModule {
  GenericContainer: new (image: string) => ContainerBuilder;
  Wait: { forHttp(path: string, port: number): unknown };
}

export async function findEsdbTestServer(): Promise<EsdbTestServer> {
  const connectionString = process.env.ESDB_CONNECTION_STRING;
  if (connectionString) {
    return { kind: 'available', label: 'ESDB_CONNECTION_STRING', start: async () => ({ connectionString, stop: async () => undefined }) };
  }
  if (!(await dockerEngineAnswers())) return { kind: 'unavailable', reason: 'no ESDB_CONNECTION_STRING and no Docker engine' };
  const testcontainers = await loadTestcontainers();
  if (!testcontainers) return { kind: 'unavailable', reason: 'no ESDB_CONNECTION_STRING; a Docker engine answers but testcontainers is not installed' };
  return { kind: 'available', label: `testcontainers ${ESDB_IMAGE}`, start: () => startContainer(testcontainers) };
}

async function startContainer({ GenericContainer, Wait }: TestcontainersModule) {
  const container = await new GenericContainer(ESDB_IMAGE)
    .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_MEM_DB: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None' })
    .withExposedPorts(ESDB_PORT)
    .withWaitStrategy(Wait.forHttp('/health/live', ESDB_PORT))
    .start();
  return {
    connectionString: `esdb://${container.getHost()}:${container.getMappedPort(ESDB_PORT)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}

async function loadTestcontainers(): Promise<TestcontainersModule | undefined> {
  const moduleName = 'testcontainers';
  try {
    return (await import(moduleName)) as TestcontainersModule;
  } catch {
    return undefined;
  }
}

function dockerSocketPath(): string | undefined {
  const host = process.env.DOCKER_HOST;
  if (!host) return '/var/run/docker.sock';
  return host.startsWith('unix://') ? host.slice('unix://'.length) : undefined;
}

/** Docker's `/_ping` on its unix socket; a TCP DOCKER_HOST is left to testcontainers to judge. */
function dockerEngineAnswers(): Promise<boolean> {
  if (process.env.DOCKER_HOST?.startsWith('tcp://')) return Promise.resolve(true);
  const socketPath = dockerSocketPath();
  if (!socketPath) return Promise.resolve(false);
  return new Promise((resolve) => {
    const ping = request({ socketPath, path: '/_ping', timeout: 1_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    ping.on('error', () => resolve(false));
    ping.on('timeout', () => {
      ping.destroy();
      resolve(false);
    });
    ping.end();
  });
}
