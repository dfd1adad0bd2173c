import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepBoth } from '../storage/use-account-draft';
import { useEarlyInput } from './use-early-input';

/** A controlled form like the app's: state shown under it, so the test reads what the component holds. */
function SignUp({ early = true }: { early?: boolean }) {
  const ref = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [topic, setTopic] = useState('');
  const [, rerender] = useState(0);
  if (early) useEarlyInput(ref); // eslint-disable-line react-hooks/rules-of-hooks -- fixed per test
  return (
    <form ref={ref}>
      <input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <textarea aria-label="Message" value={message} onChange={(e) => setMessage(e.target.value)} />
      <select aria-label="Topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
        <option value="">Choose</option>
        <option value="bug">Bug</option>
      </select>
      <input aria-label="Untouched" defaultValue="as in the HTML" />
      <output>{`${email}|${message}|${topic}`}</output>
      <button type="button" onClick={() => rerender((n) => n + 1)}>
        Render again
      </button>
    </form>
  );
}

/** Prerendered HTML, typed into before the script, then hydrated. */
async function typeThenHydrate(early: boolean) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<SignUp early={early} />);
  document.body.append(host);
  const field = (label: string) => host.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;
  field('Email').value = 'sam@example.com';
  field('Message').value = 'Typed before the script';
  (host.querySelector('option[value="bug"]') as HTMLOptionElement).selected = true;
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(host, <SignUp early={early} />);
  });
  // Any later render (a validation message, a keystroke elsewhere) must not put the empty state back.
  await act(async () => (host.querySelector('button') as HTMLButtonElement).click());
  return { host, field, done: () => root.unmount() };
}

afterEach(() => document.body.replaceChildren());

describe('useEarlyInput', () => {
  it('gives a hydrating form what was typed, pasted or chosen before the script arrived', async () => {
    const page = await typeThenHydrate(true);
    expect(page.host.querySelector('output')).toHaveTextContent('sam@example.com|Typed before the script|bug');
    expect(page.field('Email')).toHaveValue('sam@example.com');
    expect(page.field('Message')).toHaveValue('Typed before the script');
    expect(page.field('Untouched')).toHaveValue('as in the HTML');
    page.done();
  });

  it('is what keeps it: without the hook React hydrates the field but its state stays empty and wins', async () => {
    const page = await typeThenHydrate(false);
    expect(page.host.querySelector('output')).toHaveTextContent(/^\|\|$/);
    expect(page.field('Email')).toHaveValue('');
    page.done();
  });
});

describe('keepBoth', () => {
  it('keeps a saved draft and text typed before it was read, each once', () => {
    expect(keepBoth('', 'typed')).toBe('typed');
    expect(keepBoth('saved', '')).toBe('saved');
    expect(keepBoth('saved', 'saved and more')).toBe('saved and more');
    expect(keepBoth('saved', 'typed')).toBe('saved\n\ntyped');
  });
});

/** An answer row like the MCQ sheet's: controlled radios whose choice lives in state. */
function Choice() {
  const ref = useRef<HTMLFieldSetElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  useEarlyInput(ref);
  return (
    <fieldset ref={ref}>
      {['A', 'B', 'C'].map((letter) => (
        <label key={letter}>
          <input type="radio" name="row" value={letter} checked={chosen === letter} onChange={() => setChosen(letter)} />
          {letter}
        </label>
      ))}
      <output>{chosen ?? 'none'}</output>
    </fieldset>
  );
}

describe('useEarlyInput with choices', () => {
  it('gives a hydrating group the radio tapped before the script arrived', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Choice />);
    document.body.append(host);
    (host.querySelector('input[value="B"]') as HTMLInputElement).click();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(host, <Choice />);
    });
    expect(host.querySelector('output')).toHaveTextContent('B');
    expect(host.querySelector('input[value="B"]')).toBeChecked();
    root.unmount();
  });
});
