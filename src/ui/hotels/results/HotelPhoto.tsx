import { useEffect, useState } from 'react';

/**
 * How long a card stays in the list before its photo loads. The photos are SVG drawings, which the
 * browser parses, lays out and paints on the main thread: loading those of the cards a fast scroll
 * only passes made most of each frame's work. A card read for this long gets its photo; with the
 * list's overscan it is there before a card scrolled at reading speed comes into view.
 */
const PHOTO_AFTER_MS = 250;

export interface HotelPhotoProps {
  url: string;
  alt: string;
}

/** A hotel card's photo, loaded once the card has stayed in the list a moment (the box behind it stands in). */
export function HotelPhoto({ url, alt }: HotelPhotoProps) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(true), PHOTO_AFTER_MS);
    return () => window.clearTimeout(id);
  }, []);
  if (!settled) return null;
  return <img src={url} alt={alt} loading="lazy" decoding="async" width={160} height={120} />;
}
