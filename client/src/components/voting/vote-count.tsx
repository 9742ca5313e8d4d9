import { motion, useReducedMotion } from 'framer-motion';
import { useRef } from 'react';
import { formatVotes } from './format';

/** A vote count that pops briefly when a live update changes it (not on first paint). */
export function VoteCount({ value, className = '' }: { value: number; className?: string }) {
  const reduce = useReducedMotion();
  const first = useRef(value);
  const changed = value !== first.current;
  return (
    <motion.span
      key={value}
      data-testid="vote-count"
      className={`figures inline-block ${className}`}
      initial={changed && !reduce ? { scale: 1.35, opacity: 0.5 } : false}
      animate={{ scale: 1, opacity: 1 }}
      transition={{ duration: 0.3, ease: 'easeOut' }}
    >
      {formatVotes(value)}
    </motion.span>
  );
}
