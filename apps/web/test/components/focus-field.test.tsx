import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusField, focusFirstInvalid } from '../../app/components/focus-field.ts';

// jsdom lays nothing out: where the label and the field are, and the header's room above them
// (scroll-margin-top of global.css), are given per test.
function place(element: Element, top: number, height = 40) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + height,
    left: 0,
    right: 300,
    width: 300,
    height,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

function page(html: string) {
  document.body.innerHTML = `<style>label, legend { scroll-margin-top: 80px; }</style>${html}`;
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
  return scrolled;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('focusing a field with its label below the sticky header', () => {
  it('scrolls the label of a field hidden under the header to just below it, then focuses the field', () => {
    const scrolled = page('<label for="weight">Weight</label><input id="weight" aria-invalid="true">');
    place(document.querySelector('label')!, 30);
    place(document.querySelector('input')!, 60);
    const focus = vi.spyOn(document.querySelector('input')!, 'focus');
    expect(focusFirstInvalid(document.body)).toBe(true);
    expect(scrolled).toEqual([document.querySelector('label')]);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('leaves the page where it is when label and field are already in view', () => {
    const scrolled = page('<label for="name">Name</label><input id="name">');
    place(document.querySelector('label')!, 200);
    place(document.querySelector('input')!, 230);
    focusField(document.querySelector('input')!);
    expect(scrolled).toEqual([]);
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('brings a choice in by its question: the group’s label, and focuses the chosen option', () => {
    const scrolled = page(`
      <span id="q">Is Luna spayed?</span>
      <div role="radiogroup" aria-labelledby="q" aria-invalid="true">
        <label><input type="radio" name="s" value="yes">Yes</label>
        <label><input type="radio" name="s" value="no" checked>No</label>
      </div>`);
    place(document.getElementById('q')!, 900);
    for (const input of document.querySelectorAll('input')) place(input, 940);
    focusField(document.querySelector('[role="radiogroup"]')!);
    expect(scrolled).toEqual([document.getElementById('q')]);
    expect(document.activeElement).toBe(document.querySelector('input[value="no"]'));
  });

  it('says when nothing is invalid', () => {
    page('<label for="a">A</label><input id="a">');
    expect(focusFirstInvalid(document.body)).toBe(false);
  });
});
