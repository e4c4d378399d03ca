import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import type { NotificationInput } from '@marginalia/core';
import { action } from 'storybook/actions';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LONG_TEXT, inRightToLeft, inShadowRoot, inTheme, storyCanvas } from '../testing/stories';
import { Toaster } from './Toaster';
import { useNotify } from './useNotifications';

/** Asks for `notifications` once mounted, through the provider's store, as the app's components do. */
function Notify({ notifications }: { notifications: NotificationInput[] }) {
  const notify = useNotify();
  useEffect(() => {
    for (const notification of notifications) notify(notification);
  }, [notify, notifications]);
  return null;
}

/** The toaster of the provider's notifications, with `notifications` asked for on mount. */
function ToasterWithNotifications({ notifications }: { notifications: NotificationInput[] }) {
  return (
    <>
      <Notify notifications={notifications} />
      <Toaster />
    </>
  );
}

const meta = {
  title: 'App shell/Toaster',
  component: ToasterWithNotifications,
  args: { notifications: [{ message: { key: 'http.500' }, type: 'danger', permanent: true }] },
} satisfies Meta<typeof ToasterWithNotifications>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvasElement }) => {
    expect((await storyCanvas(canvasElement).findByRole('alert')).textContent).toContain('An error occurred, please try again later');
  },
};

export const EveryType: Story = {
  args: {
    notifications: (['success', 'info', 'warning', 'error'] as const).map((type, index) => ({
      message: { key: 'http.other', params: { status: 400 + index } },
      type,
      permanent: true,
      position: (['top', 'top-right', 'bottom-left', 'bottom-right'] as const)[index],
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    // Success, info and warning are polite; error is assertive.
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(3));
    expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

export const WithButton: Story = {
  args: {
    notifications: [
      { message: { key: 'http.network' }, type: 'warning', permanent: true, button: { label: { key: 'common.copy' }, onClick: action('button') } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy' }));
  },
};

export const LongMessage: Story = {
  args: { notifications: [{ message: { key: 'http.other', params: { status: 422 }, text: LONG_TEXT }, type: 'info', permanent: true }] },
  play: async ({ canvasElement }) => {
    expect((await storyCanvas(canvasElement).findByRole('status')).textContent).toContain('Paragraph 12.');
  },
};

export const Dark: Story = inTheme(Danger, 'dark');
export const HighContrast: Story = inTheme(Danger, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Danger);
export const InShadowRoot: Story = inShadowRoot(Danger);
