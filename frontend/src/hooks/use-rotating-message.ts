import { useEffect, useState } from 'react';
import { LOADING_MESSAGE_INTERVAL_MS } from '@/lib/constants';

/** Cycles through messages every 3 s (spec §2 loading screens). */
export function useRotatingMessage(messages: readonly string[], interval = LOADING_MESSAGE_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % messages.length), interval);
    return () => clearInterval(timer);
  }, [messages.length, interval]);
  return messages[index % messages.length];
}
