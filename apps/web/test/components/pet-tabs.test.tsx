import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PetTabs } from '../../app/components/pet-tabs.tsx';

afterEach(cleanup);

const rex = { id: 1, name: 'Rex' };
const minou = { id: 2, name: 'Minou' };
const pip = { id: 3, name: 'Pip' };

function Household({ initial }: { initial: number }) {
  const [selected, setSelected] = useState<number | null>(initial);
  return (
    <PetTabs pets={[rex, minou, pip]} selected={selected} onSelect={setSelected} label="Your pets">
      {(pet) => <p>{pet.name}’s panel</p>}
    </PetTabs>
  );
}

describe('pet tabs', () => {
  it('lists the pets reversed (§4), the selected one’s panel shown', () => {
    render(<Household initial={rex.id} />);
    const list = screen.getByRole('tablist', { name: 'Your pets' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pip', 'Minou', 'Rex']);
    expect(screen.getByRole('tab', { name: 'Rex' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Rex’s panel');
  });

  it('moves between the pets with the arrow keys and the pointer', async () => {
    const user = userEvent.setup();
    render(<Household initial={minou.id} />);
    await user.click(screen.getByRole('tab', { name: 'Rex' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Rex’s panel');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Minou' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Minou' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Minou’s panel');
  });
});
