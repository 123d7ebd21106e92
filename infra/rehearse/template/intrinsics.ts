/**
 * CloudFormation's intrinsic functions, resolved against the rehearsal's stand-ins: what a value in
 * the template becomes once deployed. Written here rather than taken from `cfn-resolver-lib`, which
 * resolves everything it does not know to a placeholder string and so would let an unsupported
 * function or attribute pass silently; this resolver throws instead, naming where it met it.
 */

/** What a resource answers to `Ref` and `Fn::GetAtt` once it stands in for the real one. */
export interface ResourceValues {
  readonly ref: string;
  readonly attributes: Readonly<Record<string, string>>;
}

export interface ResolveContext {
  readonly region: string;
  readonly accountId: string;
  readonly stackName: string;
  /** Each resource's values by logical id. */
  readonly resources: ReadonlyMap<string, ResourceValues>;
  /** Template parameters by name (their defaults, or what the rehearsal sets). */
  readonly parameters?: Readonly<Record<string, string>>;
}

export class UnresolvableError extends Error {
  override readonly name = 'UnresolvableError';
}

const json = (v: unknown) => JSON.stringify(v).slice(0, 200);

function pseudo(name: string, ctx: ResolveContext): string | undefined {
  switch (name) {
    case 'AWS::Region':
      return ctx.region;
    case 'AWS::AccountId':
      return ctx.accountId;
    case 'AWS::StackName':
      return ctx.stackName;
    case 'AWS::Partition':
      return 'aws';
    case 'AWS::URLSuffix':
      return 'amazonaws.com';
    case 'AWS::StackId':
      return `arn:aws:cloudformation:${ctx.region}:${ctx.accountId}:stack/${ctx.stackName}/rehearsal`;
    case 'AWS::NoValue':
      return undefined;
    default:
      return undefined;
  }
}

function ref(name: string, ctx: ResolveContext, where: string): string {
  const p = pseudo(name, ctx);
  if (p !== undefined) return p;
  const parameter = ctx.parameters?.[name];
  if (parameter !== undefined) return parameter;
  const resource = ctx.resources.get(name);
  if (resource) return resource.ref;
  throw new UnresolvableError(`${where}: Ref to "${name}", which is no resource, parameter or pseudo parameter the rehearsal knows`);
}

function getAtt(args: unknown, ctx: ResolveContext, where: string): string {
  const [id, attribute] = typeof args === 'string' ? (args.split(/\.(.*)/s) as [string, string]) : (args as [string, string]);
  const resource = ctx.resources.get(id);
  if (!resource) throw new UnresolvableError(`${where}: Fn::GetAtt of unknown resource "${id}"`);
  const value = resource.attributes[attribute];
  if (value === undefined) throw new UnresolvableError(`${where}: Fn::GetAtt ${id}.${attribute}: the rehearsal's stand-in for ${id} has no attribute ${attribute}`);
  return value;
}

function text(v: unknown, where: string): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new UnresolvableError(`${where}: expected a string, got ${json(v)}`);
}

function sub(args: unknown, ctx: ResolveContext, where: string): string {
  const [template, vars] = typeof args === 'string' ? [args, {}] : (args as [string, Record<string, unknown>]);
  const values = Object.fromEntries(Object.entries(vars ?? {}).map(([k, v]) => [k, text(resolve(v, ctx, where), where)]));
  return template.replace(/\$\{([^}!][^}]*)\}/g, (_, name: string) => {
    if (name in values) return values[name]!;
    if (name.includes('.')) return getAtt(name, ctx, where);
    return ref(name, ctx, where);
  });
}

/** `value` with every intrinsic function resolved; throws UnresolvableError on what it cannot resolve. */
export function resolve(value: unknown, ctx: ResolveContext, where = 'template'): unknown {
  if (Array.isArray(value)) return value.map((v, i) => resolve(v, ctx, `${where}[${i}]`)).filter((v) => v !== NO_VALUE);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1) {
    const [key, args] = entries[0]!;
    if (key === 'Ref') return args === 'AWS::NoValue' ? NO_VALUE : ref(text(args, where), ctx, where);
    if (key.startsWith('Fn::')) return intrinsic(key, args, ctx, where);
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) {
    const r = resolve(v, ctx, `${where}.${k}`);
    if (r !== NO_VALUE) out[k] = r;
  }
  return out;
}

const NO_VALUE = Symbol('AWS::NoValue');

function intrinsic(key: string, args: unknown, ctx: ResolveContext, where: string): unknown {
  const at = `${where} (${key})`;
  switch (key) {
    case 'Fn::GetAtt':
      return getAtt(args, ctx, at);
    case 'Fn::Join': {
      const [separator, parts] = args as [string, unknown];
      const list = resolve(parts, ctx, at);
      if (!Array.isArray(list)) throw new UnresolvableError(`${at}: Fn::Join of ${json(list)}`);
      return list.map((p) => text(p, at)).join(separator);
    }
    case 'Fn::Sub':
      return sub(args, ctx, at);
    case 'Fn::Select': {
      const [index, list] = args as [unknown, unknown];
      const items = resolve(list, ctx, at);
      const i = Number(resolve(index, ctx, at));
      if (!Array.isArray(items) || !(i in items)) throw new UnresolvableError(`${at}: Fn::Select ${i} of ${json(items)}`);
      return items[i];
    }
    case 'Fn::Split': {
      const [separator, source] = args as [string, unknown];
      return text(resolve(source, ctx, at), at).split(separator);
    }
    case 'Fn::GetAZs':
      return ['a', 'b', 'c'].map((z) => `${ctx.region}${z}`);
    default:
      // Fn::If needs Conditions, Fn::ImportValue another stack, Fn::FindInMap Mappings: none is used
      // by this stack today; one that appears must be taught here, not guessed.
      throw new UnresolvableError(`${at}: the rehearsal does not resolve ${key} (${json(args)})`);
  }
}
