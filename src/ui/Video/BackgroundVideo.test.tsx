import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { VideoSource as Video } from '../types.ts';
import { theme } from '../../theme/tokens.ts';
import { BackgroundVideo } from './BackgroundVideo.tsx';

const video: Video = {
  src: 'http://127.0.0.1:54321/storage/v1/object/public/website-assets/hero.mp4',
  poster: { src: '/Assets/art/hero-home.svg', alt: 'A freshly painted colonial house' },
};
const themed = (ui: ReactElement) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;
const renderVideo = () => render(themed(<BackgroundVideo video={video} />)).container;
const videoElement = (container: HTMLElement) => container.querySelector('video')!;

function preferReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({ matches, media, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as never,
  );
}

let play: MockInstance<HTMLMediaElement['play']>;
let pause: MockInstance<HTMLMediaElement['pause']>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('BackgroundVideo', () => {
  it('server-renders only the still, so the page reads without JavaScript', () => {
    const html = renderToString(themed(<BackgroundVideo video={video} />));
    expect(html).toContain('<picture>');
    expect(html).toContain('alt="A freshly painted colonial house"');
    expect(html).not.toContain('<video');
  });

  it('adds a muted, looping, decorative video in the browser', () => {
    const container = renderVideo();
    const element = videoElement(container);
    expect(element.muted).toBe(true);
    for (const name of ['loop', 'playsinline', 'autoplay']) expect(element).toHaveAttribute(name);
    expect(element).toHaveAttribute('preload', 'metadata');
    expect(element).toHaveAttribute('poster', '/Assets/img/hero-home-960.webp');
    expect(element).toHaveAttribute('aria-hidden', 'true');
    expect(element).not.toHaveAttribute('controls');
    const source = element.querySelector('source');
    expect(source).toHaveAttribute(
      'src',
      'http://127.0.0.1:54321/storage/v1/object/public/website-assets/hero.mp4',
    );
    expect(source).toHaveAttribute('type', 'video/mp4');
  });

  it.each([
    ['its source', (element: HTMLVideoElement) => element.querySelector('source')!],
    ['the video', (element: HTMLVideoElement) => element],
  ])('swaps to the still silently when %s fails to load', (_, target) => {
    const container = renderVideo();
    fireEvent.error(target(videoElement(container)));
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByAltText('A freshly painted colonial house')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('retries playback when the video can play, on the first touch and when the tab is shown', () => {
    const element = videoElement(renderVideo());
    fireEvent(element, new Event('canplay'));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.touchStart(document);
    fireEvent.touchStart(document);
    expect(play).toHaveBeenCalledTimes(2);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    expect(play).toHaveBeenCalledTimes(2);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('shows native controls and only logs (console.info) when autoplay is refused', async () => {
    const refusal = new DOMException('play() needs a user gesture', 'NotAllowedError');
    play.mockRejectedValue(refusal);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const element = videoElement(renderVideo());
    fireEvent(element, new Event('canplay'));
    await waitFor(() => expect(element).toHaveAttribute('controls'));
    expect(info).toHaveBeenCalledWith(expect.stringContaining('did not autoplay'), refusal);
    expect(element).not.toHaveAttribute('aria-hidden');
    expect(element).toHaveAccessibleName('A freshly painted colonial house');
  });

  it('does not autoplay for visitors who prefer reduced motion: poster with controls', () => {
    preferReducedMotion(true);
    const element = videoElement(renderVideo());
    expect(element).not.toHaveAttribute('autoplay');
    expect(element).toHaveAttribute('controls');
    fireEvent(element, new Event('canplay'));
    fireEvent.touchStart(document);
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('can be paused by the visitor, and then stays paused until played again', () => {
    const element = videoElement(renderVideo());
    fireEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalled();
    fireEvent(element, new Event('canplay'));
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
  });

  it('uses the still it shows as the poster, so the two never differ', () => {
    const still = { src: '/Assets/art/porch.svg', alt: 'A front porch' };
    const { container } = render(themed(<BackgroundVideo video={video} still={still} />));
    expect(videoElement(container)).toHaveAttribute('poster', '/Assets/img/porch-960.webp');
    expect(screen.getByAltText('A front porch')).toBeInTheDocument();
  });

  describe('with nativeControls={false} (a video under an overlay)', () => {
    const renderOverlaid = () =>
      render(themed(<BackgroundVideo video={video} nativeControls={false} />)).container;

    it('offers the play button instead of native controls under reduced motion', () => {
      preferReducedMotion(true);
      const element = videoElement(renderOverlaid());
      expect(element).not.toHaveAttribute('controls');
      expect(element).toHaveAttribute('aria-hidden', 'true');
      fireEvent.click(screen.getByRole('button', { name: 'Play background video' }));
      expect(play).toHaveBeenCalledTimes(1);
    });

    it('offers the play button when autoplay is refused, until the video plays', async () => {
      play.mockRejectedValue(new DOMException('needs a gesture', 'NotAllowedError'));
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const element = videoElement(renderOverlaid());
      fireEvent(element, new Event('canplay'));
      const button = await screen.findByRole('button', { name: 'Play background video' });
      expect(element).not.toHaveAttribute('controls');
      fireEvent.click(button);
      fireEvent(element, new Event('playing'));
      expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
    });
  });
});
