/**
 * One Lambda function as every function in this stack is built: TypeScript bundled by the local
 * esbuild into one minified ESM file with a source map, Node.js 22 on ARM64, its own log group
 * with a retention period, and its own role that may write only to that log group. Data access
 * is granted separately (see ../permissions.ts), so each role ends up with exactly what its code
 * uses.
 */
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { bundledFileCommand } from '../bundled-files.js';
import { paths } from '../paths.js';

export interface BundledFunctionProps {
  /** The TypeScript file exporting `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly memoryMb: number;
  readonly timeout: Duration;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
  /** Files put next to the bundle (read at run time beside index.mjs): copied from the repository root, or made (see ../bundled-files.ts). */
  readonly extraFiles?: readonly string[];
}

/** Pinned on purpose (docs/architecture.md §7): a runtime upgrade should be a reviewed change, not a CDK default. */
export const FUNCTION_RUNTIME = Runtime.NODEJS_22_X;
const FUNCTION_ARCHITECTURE = Architecture.ARM_64;

/**
 * Modules swapped at bundle time (module → file in the repository): the SDK's default credential
 * chain for the environment-only provider (lambdas/aws-credentials.ts says why), Node's web streams
 * for a stand-in that loads them on use (lambdas/lazy-builtins/stream-web.ts). One table for the
 * deployed bundles and for the bench's bundles, which are built the same way.
 */
export const LAMBDA_BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': 'lambdas/aws-credentials.ts',
  // Node's web streams, for @middy/core's streamed responses, which no route uses: loaded on use.
  'node:stream/web': 'lambdas/lazy-builtins/stream-web.ts',
};

const REQUIRE_SHIM = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export class BundledFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  /** The files copied next to the bundle. */
  readonly extraFiles: readonly string[];

  constructor(scope: Construct, id: string, props: BundledFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });

    // Our own role instead of the AWS-managed AWSLambdaBasicExecutionRole, which may write to
    // every log group in the account: this one may only write to its own.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.description}`,
    });
    this.logGroup.grantWrite(this.role);

    this.extraFiles = props.extraFiles ?? [];
    const extraFiles = this.extraFiles;
    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      description: props.description,
      runtime: FUNCTION_RUNTIME,
      architecture: FUNCTION_ARCHITECTURE,
      memorySize: props.memoryMb,
      timeout: props.timeout,
      role: this.role,
      logGroup: this.logGroup,
      // No NODE_OPTIONS=--enable-source-maps: it reads and parses the map while the bundle loads, 14–31
      // ms of a cold start measured on Node 20. Logged stacks still name the TypeScript sources:
      // lambdas/stack-traces.ts reads the map (shipped beside the bundle) when a stack is first formatted.
      environment: props.environment,
      projectRoot: paths.repoRoot,
      depsLockFilePath: paths.lockFile,
      bundling: {
        format: OutputFormat.ESM,
        // Prefer the ES module build where a package ships one (better tree-shaking).
        mainFields: ['module', 'main'],
        // Some dependencies only ship CommonJS that calls require('process') or require('buffer')
        // (yaml, for one); in an ES module bundle those throw "Dynamic require ... is not supported"
        // unless a real `require` is in scope.
        banner: REQUIRE_SHIM,
        minify: true,
        sourceMap: true,
        // The map only has to translate positions; the sources themselves stay out of the zip.
        sourcesContent: false,
        // The deployed code runs the SDK version the tests ran, not whatever the runtime ships.
        bundleAwsSDK: true,
        tsconfig: paths.tsconfig,
        // esbuild resolves an alias's target from its working directory, which is projectRoot here.
        esbuildArgs: { '--alias': Object.entries(LAMBDA_BUNDLE_ALIASES).map(([from, to]) => `${from}=./${to}`) },
        // esbuild's per-file size report for 13 bundles buries real warnings; keep only those.
        logLevel: LogLevel.WARNING,
        ...(extraFiles.length > 0 && {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (inputDir: string, outputDir: string) => extraFiles.map((file) => bundledFileCommand(inputDir, outputDir, file)),
          },
        }),
      },
    });
  }
}
