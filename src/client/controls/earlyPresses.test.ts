// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROL } from '../../ui/controlMarks.ts';
import { earlyPressScript, replayEarlyPresses } from './earlyPresses.ts';

const page = () => {
  document.body.innerHTML = `
    <div ${CONTROL.tabList}><button role="tab" id="tab">Two</button></div>
    <div ${CONTROL.carousel}><button id="dot">2</button></div>
    <button id="plain">Menu</button>`;
  return (id: string) => document.getElementById(id)!;
};

/** What reaches a listener added as the controls add theirs: on the document, bubbling. */
function listen() {
  const heard: string[] = [];
  const note = (event: Event) =>
    heard.push(
      `${event.type} ${(event.target as Element).id} ${(event as KeyboardEvent).key ?? ''}`,
    );
  document.addEventListener('click', note);
  document.addEventListener('keydown', note);
  return {
    heard,
    stop: () => {
      document.removeEventListener('click', note);
      document.removeEventListener('keydown', note);
    },
  };
}

describe('presses made before the controls start', () => {
  let listener: ReturnType<typeof listen> | undefined;
  afterEach(() => {
    listener?.stop();
    window.__earlyPresses?.stop();
    delete window.__earlyPresses;
  });

  it('are answered in order once the controls listen, only those on scripted controls', () => {
    new Function(earlyPressScript)();
    const byId = page();
    byId('tab').click();
    byId('plain').click();
    byId('tab').dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    byId('dot').click();
    listener = listen();
    replayEarlyPresses();
    expect(listener.heard).toEqual(['click tab ', 'keydown tab End', 'click dot ']);
    // Kept no longer: a later press reaches the listener once.
    listener.heard.length = 0;
    byId('dot').click();
    expect(listener.heard).toEqual(['click dot ']);
  });

  it('are dropped when their control has left the page', () => {
    new Function(earlyPressScript)();
    const byId = page();
    byId('tab').click();
    byId('tab').remove();
    listener = listen();
    replayEarlyPresses();
    expect(listener.heard).toEqual([]);
  });

  it('leave a page without the script (a story) as it is', () => {
    listener = listen();
    expect(() => replayEarlyPresses()).not.toThrow();
    expect(listener.heard).toEqual([]);
  });
});
