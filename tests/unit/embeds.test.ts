import { describe, expect, it } from 'vitest';
import { embeddedPlayerFor } from '../../src/lib/embeds';

describe('embeddedPlayerFor: YouTube and Vimeo links play in their privacy-enhanced players', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90'],
    ['http://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [' https://WWW.YouTube.com/watch?v=dQw4w9WgXcQ ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('YouTube %s → %s', (link, src) => {
    expect(embeddedPlayerFor(link)).toEqual({ provider: 'YouTube', src });
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/8272dd3f1e', 'https://player.vimeo.com/video/76979871?h=8272dd3f1e&dnt=1'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871?h=8272dd3f1e', 'https://player.vimeo.com/video/76979871?h=8272dd3f1e&dnt=1'],
  ])('Vimeo %s → %s', (link, src) => {
    expect(embeddedPlayerFor(link)).toEqual({ provider: 'Vimeo', src });
  });

  it.each([
    'Teachkit mathematics generator (fractions)',
    'https://example.org/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
  ])('%s is not embedded', (link) => {
    expect(embeddedPlayerFor(link)).toBeNull();
  });
});
