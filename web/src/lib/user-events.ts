import { useEffect, useRef } from 'react';
import { API_BASE } from './api-client';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The signed-in user's own event stream (GET /user/events, issue 48): new
 * messages and read marks of their conversations. EventSource cannot send
 * the bearer token, so the stream is read with fetch; one connection per
 * tab serves every subscriber, and it reconnects after a pause when it
 * drops (a reconnect is followed by a "ready", on which pages read again
 * what they show, since events sent meanwhile were not kept).
 */
export interface UserEvent {
  name: string;
  data: Record<string, unknown>;
}

type Listener = (e: UserEvent) => void;

const listeners = new Set<Listener>();
let controller: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let pause = 1000;

function token(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    return null;
  }
}

/** parseEvents splits SSE text into complete events and the unfinished rest. */
export function parseEvents(buffer: string): { events: UserEvent[]; rest: string } {
  const events: UserEvent[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let name = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) name = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    if (!data) continue; // comments (heartbeats) and the retry line
    try {
      events.push({ name, data: JSON.parse(data) as Record<string, unknown> });
    } catch {
      // not ours to read
    }
  }
  return { events, rest };
}

async function connect() {
  const t = token();
  if (!t || listeners.size === 0 || typeof fetch === 'undefined') return;
  const abort = new AbortController();
  controller = abort;
  try {
    const res = await fetch(`${API_BASE}/user/events`, {
      headers: { Authorization: `Bearer ${t}`, Accept: 'text/event-stream' },
      signal: abort.signal,
    });
    if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
    pause = 1000;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const parsed = parseEvents(buffer + value);
      buffer = parsed.rest;
      for (const e of parsed.events) for (const l of [...listeners]) l(e);
    }
  } catch {
    if (abort.signal.aborted) return;
  }
  if (controller !== abort || listeners.size === 0) return;
  controller = null;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void connect();
  }, pause);
  pause = Math.min(pause * 2, 30_000);
}

function stop() {
  controller?.abort();
  controller = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

/** subscribeUserEvents listens to the stream; the returned function stops listening. */
export function subscribeUserEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (!controller && !retryTimer) void connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

/** useUserEvents calls onEvent for each event while signed in (userId set). */
export function useUserEvents(userId: number | undefined, onEvent: Listener) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!userId) return;
    return subscribeUserEvents((e) => handler.current(e));
  }, [userId]);
}
