/**
 * Every backend answer is this envelope. Success only when Code is the string "0" and List is present;
 * the client then returns List. Field names of the payloads inside List are camelCase throughout.
 */
export interface Envelope<T> {
  Code: string;
  Message: string;
  List?: T;
}
