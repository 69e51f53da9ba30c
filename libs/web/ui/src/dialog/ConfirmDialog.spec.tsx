import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** A page whose item goes, trigger and all, once the dialog's question is answered yes. */
function Page({ onCloseAutoFocus }: Pick<ConfirmDialogProps, 'onCloseAutoFocus'>) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <main>
      <h1>My things</h1>
      <p tabIndex={-1}>Elsewhere</p>
      {gone ? (
        <p>The thing is gone.</p>
      ) : (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={<Button>Remove thing</Button>}
          remote="test"
          title="Remove the thing?"
          description="It cannot be brought back."
          keepLabel="Keep it"
          confirmLabel="Yes, remove"
          busyLabel="Removing..."
          busy={false}
          onConfirm={() => {
            setOpen(false);
            setGone(true);
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      )}
    </main>
  );
}

/** Opens the dialog from its trigger, as Enter on it does, and answers. */
async function answer(label: 'Yes, remove' | 'Keep it') {
  const trigger = screen.getByRole('button', { name: 'Remove thing' });
  trigger.focus();
  fireEvent.click(trigger);
  const button = await screen.findByRole('button', { name: label });
  button.focus();
  fireEvent.click(button);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Radix moves the focus a tick after the dialog has gone.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe('ConfirmDialog', () => {
  it('gives the focus back to its trigger when kept', async () => {
    render(<Page />);
    await answer('Keep it');
    expect(screen.getByRole('button', { name: 'Remove thing' })).toHaveFocus();
  });

  it('focuses the page’s main heading, not <body>, when saying yes took the trigger away', async () => {
    render(<Page />);
    await answer('Yes, remove');
    expect(screen.getByText('The thing is gone.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My things' })).toHaveFocus();
  });

  it('lets the caller choose where the focus goes, even once the dialog has gone with its trigger', async () => {
    const onCloseAutoFocus = jest.fn((event: Event) => {
      event.preventDefault();
      screen.getByText('Elsewhere').focus();
    });
    render(<Page onCloseAutoFocus={onCloseAutoFocus} />);
    await answer('Yes, remove');
    expect(onCloseAutoFocus).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Elsewhere')).toHaveFocus();
  });
});
