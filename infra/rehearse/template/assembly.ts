/**
 * A cloud assembly read as the rehearsal needs it: the stack's template with every intrinsic
 * resolved against the stand-ins (stand-ins.ts), and each asset's folder (from the stack's asset
 * manifest, which is what `cdk deploy` uploads). Nothing here comes from the repository's source:
 * only from what `cdk synth` wrote.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolve as resolveIntrinsics, type ResolveContext, type ResourceValues } from './intrinsics.js';
import { REHEARSAL_ACCOUNT, REHEARSAL_REGION, standIn, type Places, type StandIn } from './stand-ins.js';

export interface Template {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown>; Metadata?: Record<string, unknown> }>;
  Parameters?: Record<string, { Default?: unknown }>;
  Outputs?: Record<string, { Value: unknown }>;
}

export interface Assembly {
  readonly dir: string;
  readonly stackName: string;
  readonly template: Template;
  /** Asset folder by the object key the template names (`<hash>.zip`). */
  readonly assetsByKey: ReadonlyMap<string, string>;
}

interface Manifest {
  artifacts: Record<string, { type: string; properties?: { templateFile?: string; file?: string; stackName?: string }; displayName?: string }>;
}

export class AssemblyError extends Error {
  override readonly name = 'AssemblyError';
}

/** Reads the one stack of the assembly in `dir`. */
export function readAssembly(dir: string, template?: Template): Assembly {
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new AssemblyError(`${dir} is no cloud assembly (no manifest.json)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const stacks = Object.entries(manifest.artifacts).filter(([, a]) => a.type === 'aws:cloudformation:stack');
  if (stacks.length !== 1) throw new AssemblyError(`the assembly in ${dir} has ${stacks.length} stacks; the rehearsal runs exactly one`);
  const [artifactId, stack] = stacks[0]!;
  const templateFile = join(dir, stack.properties?.templateFile ?? `${artifactId}.template.json`);
  const assetsByKey = new Map<string, string>();
  for (const a of Object.values(manifest.artifacts)) {
    if (a.type !== 'cdk:asset-manifest' || !a.properties?.file) continue;
    const assets = JSON.parse(readFileSync(join(dir, a.properties.file), 'utf8')) as {
      files?: Record<string, { source: { path: string }; destinations: Record<string, { objectKey: string }> }>;
    };
    for (const file of Object.values(assets.files ?? {})) {
      for (const d of Object.values(file.destinations)) assetsByKey.set(d.objectKey, join(dir, file.source.path));
    }
  }
  return {
    dir,
    stackName: stack.properties?.stackName ?? artifactId,
    template: template ?? (JSON.parse(readFileSync(templateFile, 'utf8')) as Template),
    assetsByKey,
  };
}

/** `npx cdk synth` into `outDir` (the same command as `npm run synth`), cdk-nag off: it is checked by the infra tests. */
export function synthesise(outDir: string, context: readonly string[] = []): void {
  const args = ['cdk', 'synth', '--quiet', '-o', outDir, '-c', 'nag=false', ...context.flatMap((c) => ['-c', c])];
  const run = spawnSync('npx', args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true' } });
  if (run.status !== 0) throw new AssemblyError(`npx ${args.join(' ')} failed (exit ${run.status})`);
}

export interface Resolved {
  readonly assembly: Assembly;
  readonly standIns: ReadonlyMap<string, StandIn & { readonly type: string }>;
  readonly context: ResolveContext;
  /** A resource's properties with every intrinsic resolved. */
  properties(id: string): Record<string, unknown>;
  /** Logical ids of the resources of `type`. */
  ofType(type: string): string[];
  /** The logical id a value (a Ref or an attribute) stands for, if any. */
  idOf(value: string): string | undefined;
  /** The asset folder of an S3 object key the template names. */
  asset(key: string, where: string): string;
}

export function resolveAssembly(assembly: Assembly, places: Omit<Places, 'stackName'>): Resolved {
  const full: Places = { ...places, stackName: assembly.stackName };
  const standIns = new Map<string, StandIn & { type: string }>();
  for (const [id, r] of Object.entries(assembly.template.Resources)) standIns.set(id, { ...standIn(id, r.Type, r.Properties ?? {}, full), type: r.Type });
  const resources = new Map<string, ResourceValues>([...standIns].map(([id, s]) => [id, s.values]));
  const parameters = Object.fromEntries(
    Object.entries(assembly.template.Parameters ?? {}).flatMap(([k, p]) => (p.Default === undefined ? [] : [[k, String(p.Default)]])),
  );
  const context: ResolveContext = { region: REHEARSAL_REGION, accountId: REHEARSAL_ACCOUNT, stackName: assembly.stackName, resources, parameters };
  const byValue = new Map<string, string>();
  for (const [id, v] of resources) for (const value of [v.ref, ...Object.values(v.attributes)]) if (!byValue.has(value)) byValue.set(value, id);
  const cache = new Map<string, Record<string, unknown>>();
  return {
    assembly,
    standIns,
    context,
    properties(id) {
      const r = assembly.template.Resources[id];
      if (!r) throw new AssemblyError(`no resource ${id} in the template`);
      let p = cache.get(id);
      if (!p) {
        p = resolveIntrinsics(r.Properties ?? {}, context, `${id}.Properties`) as Record<string, unknown>;
        cache.set(id, p);
      }
      return p;
    },
    ofType: (type) => Object.entries(assembly.template.Resources).filter(([, r]) => r.Type === type).map(([id]) => id),
    idOf: (value) => byValue.get(value),
    asset(key, where) {
      const dir = assembly.assetsByKey.get(key);
      if (!dir || !existsSync(dir)) throw new AssemblyError(`${where}: asset ${key} is not in the assembly's asset manifest (or its folder is missing)`);
      return dir;
    },
  };
}
