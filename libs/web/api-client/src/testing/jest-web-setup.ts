// jsdom's missing browser APIs, for every web project's specs: the shims live with the
// design system (whose Radix parts need them most), which web projects all depend on.
import '@chefs/ui/src/testing/jest-web-setup';
