import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderStatic } from '../../../tests/support/render.tsx';
import type { VideoSource as Video } from '../../ui/types.ts';
import { BackgroundVideo } from '../../ui/Video/BackgroundVideo.tsx';
import { backgroundVideos } from './backgroundVideo.ts';

const video: Video = {
  src: 'http://127.0.0.1:54321/storage/v1/object/public/website-assets/hero.mp4',
  poster: { src: '/Assets/art/hero-home.svg', alt: 'A freshly painted colonial house' },
};

/** The pre-rendered video, then (`start`) the browser's part of it. */
function renderVideo({ nativeControls = true, start = true } = {}) {
  const container = renderStatic(<BackgroundVideo video={video} nativeControls={nativeControls} />);
  if (start) backgroundVideos(container);
  return container.querySelector('video')!;
}

function preferReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({ matches, media, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as never,
  );
}

const toggle = () => document.querySelector<HTMLButtonElement>('[data-video-toggle]');

let play: MockInstance<HTMLMediaElement['play']>;
let pause: MockInstance<HTMLMediaElement['pause']>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('BackgroundVideo', () => {
  it('is pre-rendered over its still, decorative and waiting: it loads nothing before the page is shown', () => {
    const element = renderVideo({ start: false });
    expect(screen.getByAltText('A freshly painted colonial house')).toBeInTheDocument();
    for (const name of ['loop', 'playsinline']) expect(element).toHaveAttribute(name);
    expect(element).not.toHaveAttribute('autoplay');
    expect(element).toHaveAttribute('preload', 'none');
    // One still: the picture under the video, in the format the browser picks. A poster would
    // be a second download of the same image.
    expect(element).not.toHaveAttribute('poster');
    expect(element.outerHTML).not.toContain('hero-home');
    expect(document.querySelectorAll('img')).toHaveLength(1);
    // Transparent over the still until it plays.
    expect(element).not.toHaveAttribute('data-shown');
    expect(element).toHaveAttribute('aria-hidden', 'true');
    expect(element).not.toHaveAttribute('controls');
    const source = element.querySelector('source');
    expect(source).toHaveAttribute('src', video.src);
    expect(source).toHaveAttribute('type', 'video/mp4');
    // Nothing to pause yet, and nothing that does nothing without JavaScript.
    expect(toggle()).not.toBeVisible();
  });

  it('plays muted in the browser, with a pause button', async () => {
    const element = renderVideo();
    expect(element.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Pause background video' })).toBeVisible();
  });

  it('fades in over its still once it plays, and stays shown when paused', async () => {
    const element = renderVideo();
    await screen.findByRole('button', { name: 'Pause background video' });
    expect(element).not.toHaveAttribute('data-shown');
    fireEvent(element, new Event('playing'));
    expect(element).toHaveAttribute('data-shown');
    fireEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(element).toHaveAttribute('data-shown');
  });

  it.each([
    ['its source', (element: HTMLVideoElement) => element.querySelector('source')!],
    ['the video', (element: HTMLVideoElement) => element],
  ])('swaps to the still silently when %s fails to load', (_, target) => {
    const element = renderVideo();
    fireEvent.error(target(element));
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByAltText('A freshly painted colonial house')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('retries playback when the video can play, on the first touch and when the tab is shown', () => {
    const element = renderVideo();
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent(element, new Event('canplay'));
    expect(play).toHaveBeenCalledTimes(2);
    fireEvent.touchStart(document);
    fireEvent.touchStart(document);
    expect(play).toHaveBeenCalledTimes(3);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    expect(play).toHaveBeenCalledTimes(3);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    expect(play).toHaveBeenCalledTimes(4);
  });

  it('shows native controls and only logs (console.info) when autoplay is refused', async () => {
    const refusal = new DOMException('play() needs a user gesture', 'NotAllowedError');
    play.mockRejectedValue(refusal);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const element = renderVideo();
    await waitFor(() => expect(element).toHaveAttribute('controls'));
    expect(info).toHaveBeenCalledWith(expect.stringContaining('did not autoplay'), refusal);
    expect(element).not.toHaveAttribute('aria-hidden');
    expect(element).toHaveAccessibleName('A freshly painted colonial house');
  });

  it('does not autoplay for visitors who prefer reduced motion: its still, with controls', () => {
    preferReducedMotion(true);
    const element = renderVideo();
    expect(element).toHaveAttribute('controls');
    // Shown, so its controls are; until a frame loads the still shows through it.
    expect(element).toHaveAttribute('data-shown');
    expect(screen.getByAltText('A freshly painted colonial house')).toBeInTheDocument();
    fireEvent(element, new Event('canplay'));
    fireEvent.touchStart(document);
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('can be paused by the visitor, and then stays paused until played again', async () => {
    const element = renderVideo();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalled();
    play.mockClear();
    fireEvent(element, new Event('canplay'));
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('button', { name: 'Pause background video' }),
    ).toBeInTheDocument();
  });

  describe('with nativeControls={false} (a video under an overlay)', () => {
    it('offers the play button instead of native controls under reduced motion', () => {
      preferReducedMotion(true);
      const element = renderVideo({ nativeControls: false });
      expect(element).not.toHaveAttribute('controls');
      expect(element).toHaveAttribute('aria-hidden', 'true');
      // The still stays, the video transparent over it, until the visitor plays it.
      expect(element).not.toHaveAttribute('data-shown');
      fireEvent.click(screen.getByRole('button', { name: 'Play background video' }));
      expect(play).toHaveBeenCalledTimes(1);
      fireEvent(element, new Event('playing'));
      expect(element).toHaveAttribute('data-shown');
    });

    it('offers the play button when autoplay is refused, until the video plays', async () => {
      play.mockRejectedValue(new DOMException('needs a gesture', 'NotAllowedError'));
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const element = renderVideo({ nativeControls: false });
      const button = await screen.findByRole('button', { name: 'Play background video' });
      expect(element).not.toHaveAttribute('controls');
      fireEvent.click(button);
      fireEvent(element, new Event('playing'));
      expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
    });
  });
});
