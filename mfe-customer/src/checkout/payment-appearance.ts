import { type Appearance } from '@stripe/stripe-js';

/** The Payment Element in the marketplace's colours (theme.css tokens). */
export const PAYMENT_APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#1f3d2e',
    colorText: '#1f1d1a',
    colorTextSecondary: '#5c564d',
    colorDanger: '#b42318',
    colorBackground: '#ffffff',
    borderRadius: '10px',
    fontFamily: "Inter, 'Segoe UI', 'Helvetica Neue', Arial, system-ui, sans-serif",
    fontSizeBase: '16px',
  },
};
