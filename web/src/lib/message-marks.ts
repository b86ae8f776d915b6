import type { Conversation, Message } from './api-types';

// Sent → delivered → read (issue 48): the mark of one of the viewer's own
// messages, from the other side's marks the conversation carries. Shared by
// the buyer's thread and the staff inbox, which show the same rule.

export type MessageMark = 'held' | 'sent' | 'delivered' | 'read';

/**
 * markOf is the mark of one of the viewer's own stored messages: held while
 * it waits for review (it is neither delivered nor read then, whatever the
 * marks say), read when the other side's read mark reached it, delivered
 * when their client received it, else sent (stored: the server answered).
 */
export function markOf(
  message: Pick<Message, 'id' | 'held'>,
  marks: Pick<Conversation, 'read_up_to' | 'delivered_up_to'> | undefined,
): MessageMark {
  if (message.held) return 'held';
  const read = marks?.read_up_to ?? 0;
  if (message.id <= read) return 'read';
  if (message.id <= Math.max(marks?.delivered_up_to ?? 0, read)) return 'delivered';
  return 'sent';
}
