/** The notification port: what the use cases need from SNS (design §5). */
export interface OutgoingMessage {
  readonly playerId: string;
  readonly gameId: string;
  /** 'your-turn' | 'decision-needed' | 'game-started' | 'game-over' | 'reminder' | 'timed-out' */
  readonly kind: string;
  readonly subject: string;
  readonly body: string;
}

export interface Notifier {
  /** Subscribes an e-mail address with a filter policy on the playerId attribute; returns the subscription ARN. */
  subscribe(email: string, playerId: string): Promise<string>;
  unsubscribe(subscriptionArn: string): Promise<void>;
  /** True once the address owner confirmed the subscription (SNS sends the confirmation mail). */
  isConfirmed(subscriptionArn: string): Promise<boolean>;
  publish(message: OutgoingMessage): Promise<void>;
}
