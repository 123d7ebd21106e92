/**
 * The reference web client (web/dist, built by `npm run build:web`): a private S3 bucket behind
 * CloudFront with origin access control (the bucket blocks all public access; only this
 * distribution may read it), every unknown path answered with index.html (the client's own
 * routes: /play/games/{id}, /sign-in, …), and `config.json` telling the client the API's URL.
 * Beside it, at /docs, the API reference Redocly builds from openapi.yaml (scripts/build-docs.mjs).
 * Created in two steps: the distribution first (its URL goes into the API's CORS origins and the
 * mails' links), the files once the API's URL is known.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AllowedMethods, CachePolicy, Distribution, Function as EdgeFunction, FunctionCode, FunctionEventType, FunctionRuntime, HeadersFrameOption, HeadersReferrerPolicy, HttpVersion, ResponseHeadersPolicy, ViewerProtocolPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export interface WebClientProps {
  /** The built client's folder (web/dist). */
  readonly distDir: string;
  /** The built API reference (node scripts/build-docs.mjs), served at /docs. */
  readonly docsPage: string;
  readonly removalPolicy: RemovalPolicy;
  /** For the log group of CDK's file-copying function. */
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
}

export class WebClient extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** https://<distribution domain>, no trailing slash. */
  readonly url: string;
  private readonly props: WebClientProps;

  constructor(scope: Construct, id: string, props: WebClientProps) {
    super(scope, id);
    this.props = props;
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      // The files are rebuilt from the repository at every deploy: nothing here needs keeping.
      removalPolicy: props.removalPolicy,
    });
    const origin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    // /docs and /docs/ are the reference's docs/index.html (S3 has no directory index).
    const docsIndex = new EdgeFunction(this, 'DocsIndex', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Whitechapel: /docs is docs/index.html',
      code: FunctionCode.fromInline(
        "function handler(event) { var r = event.request; if (r.uri === '/docs' || r.uri === '/docs/') r.uri = '/docs/index.html'; return r; }",
      ),
    });
    // What the browser may keep. index.html holds the whole first script (web/inline-entry.ts) and
    // S3 sends no Cache-Control: a browser would keep it by its own guess, for days after a deploy.
    // So it, config.json and the rest are revalidated at each opening (a 304 on S3's ETag), and the
    // files named by their content hash (assets/) are kept for good.
    const headers = (id: string, cacheControl: string) =>
      new ResponseHeadersPolicy(this, id, {
        comment: `Whitechapel web client: the managed security headers, and Cache-Control ${cacheControl}`,
        securityHeadersBehavior: {
          contentTypeOptions: { override: true },
          frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: false },
          referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: false },
          strictTransportSecurity: { accessControlMaxAge: Duration.days(365), override: false },
          xssProtection: { protection: true, modeBlock: true, override: false },
        },
        customHeadersBehavior: { customHeaders: [{ header: 'Cache-Control', value: cacheControl, override: true }] },
      });
    const behaviour = {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      // CloudFront keeps every file until a deploy invalidates what is not content-hashed (deploy()).
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers('Revalidated', 'no-cache'),
      compress: true,
    };
    const hashed = { ...behaviour, responseHeadersPolicy: headers('Immutable', 'public, max-age=31536000, immutable') };
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Whitechapel web client',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: behaviour,
      additionalBehaviors: {
        '/docs*': { ...behaviour, functionAssociations: [{ function: docsIndex, eventType: FunctionEventType.VIEWER_REQUEST }] },
        '/assets/*': hashed,
      },
      // A path that is no file (S3 answers 403 through OAC) is one of the client's routes.
      errorResponses: [403, 404].map((httpStatus) => ({ httpStatus, responseHttpStatus: 200, responsePagePath: '/index.html', ttl: Duration.seconds(0) })),
    });
    this.url = `https://${this.distribution.distributionDomainName}`;
  }

  /** Uploads the built client and its config.json, and invalidates what is not content-hashed. */
  deploy(apiUrl: string): BucketDeployment {
    const { distDir, docsPage } = this.props;
    if (!existsSync(distDir)) throw new Error(`${distDir} is missing: run \`npm run build:web\` before synth (npm test and npm start build it)`);
    if (!existsSync(docsPage)) throw new Error(`${docsPage} is missing: run \`npm run build:docs\` before synth (npm test and npm start build it)`);
    return new BucketDeployment(this, 'Files', {
      sources: [Source.asset(distDir), Source.jsonData('config.json', { apiUrl }), Source.data('docs/index.html', readFileSync(docsPage, 'utf8'))],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/shell.html', '/sw.js', '/config.json', '/favicon.svg', '/docs/index.html'],
      memoryLimit: 256,
      logGroup: new LogGroup(this, 'FilesLogs', { retention: this.props.logRetention, removalPolicy: this.props.logRemovalPolicy }),
    });
  }
}
