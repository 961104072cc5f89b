import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed';

describe('videoEmbedUrl', () => {
  it('turns YouTube watch, short and share links into the player URL', () => {
    const player = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(player);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(player);
    expect(videoEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(player);
    expect(videoEmbedUrl(player)).toBe(player);
  });

  it('turns Vimeo pages and players into the player URL', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871?h=1')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('refuses other sites and scripts', () => {
    expect(videoEmbedUrl('https://evil.example/embed/dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(videoEmbedUrl('https://vimeo.com/channels/staffpicks')).toBeNull();
    expect(videoEmbedUrl('not a link')).toBeNull();
  });
});
