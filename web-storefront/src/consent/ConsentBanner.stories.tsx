import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router-dom';
import { StoreProvider } from '../stores/StoreContext';
import { storyStore } from '../testing/storyDecorators';
import { ConsentBanner } from './ConsentBanner';
import type { TrackingConfigResponse } from './consent-api';

/** A store whose tracking settings are already known (the banner shows only with a service and no choice). */
const withTracking =
  (config: TrackingConfigResponse): Decorator =>
  (Story) => {
    const store = storyStore();
    runInAction(() => (store.consent.config = config));
    return (
      <MemoryRouter>
        <StoreProvider store={store}>
          <Story />
        </StoreProvider>
      </MemoryRouter>
    );
  };

const meta = { title: 'Storefront/ConsentBanner', component: ConsentBanner } satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskingWithBothConfigured: Story = {
  decorators: [
    withTracking({
      google: { measurementId: 'G-TEST123', scriptUrl: 'https://www.googletagmanager.com/gtag/js' },
      meta: { pixelId: '1234567890', scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js' },
    }),
  ],
};

/** Neither id configured: nothing is rendered. */
export const HiddenWithoutIds: Story = { decorators: [withTracking({ google: null, meta: null })] };
