import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { inShadowRoot, storyCanvas } from '../testing/stories';
import { LazyToaster } from './LazyToaster';
import { useNotify } from './useNotifications';

/** The on-demand toaster, with a notification asked for once mounted (its code loads then). */
function LazyToasterWithNotification() {
  const notify = useNotify();
  useEffect(() => {
    notify({ message: { key: 'http.500' }, type: 'danger', permanent: true });
  }, [notify]);
  return <LazyToaster />;
}

const meta = {
  title: 'App shell/LazyToaster',
  component: LazyToasterWithNotification,
} satisfies Meta<typeof LazyToasterWithNotification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstNotification: Story = {
  play: async ({ canvasElement }) => {
    expect((await storyCanvas(canvasElement).findByRole('alert')).textContent).toContain(
      'An error occurred, please try again later',
    );
  },
};

export const InShadowRoot: Story = inShadowRoot(FirstNotification);
