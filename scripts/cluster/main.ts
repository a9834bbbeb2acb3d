/**
 * `npm run cluster [-- --instances N] [-- --fresh]`: the platform behind a load balancer, on a
 * pooled primary and a streaming replica (docs/cluster.md). Ctrl-C stops every process it started.
 */
import { startCluster } from './cluster';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const instances = Number(option('instances') ?? process.env.CLUSTER_INSTANCES ?? 2);
if (!Number.isInteger(instances) || instances < 1 || instances > 4) {
  console.error('--instances must be 1 to 4 (the cluster has ports for four instances)');
  process.exit(1);
}
const cluster = await startCluster({
  instances,
  dir: process.env.CLUSTER_DATA_DIR ?? '.data-cluster/run',
  fresh: process.argv.includes('--fresh'),
});
console.log(`\n  The platform runs at ${cluster.url} (${instances} instances). Stop with Ctrl-C.\n`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('stopping the cluster...');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
for (const instance of cluster.instances) {
  instance.child?.on('exit', (code, signal) => {
    if (!stopping) console.error(`instance ${instance.name} stopped (${signal ?? code}):\n${instance.output}`);
  });
}
