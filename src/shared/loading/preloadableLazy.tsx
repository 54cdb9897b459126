import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * React.lazy with a `preload` that can start the import before the component renders (at start,
 * beside GET /me). A component whose code is already loaded when it mounts renders at once:
 * React.lazy would still suspend once, and a boundary that shows its fallback is revealed no
 * sooner than about 300 ms later (React's fallback throttle), whatever the data's speed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function preloadableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: T | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable(props: ComponentProps<T>) {
    // Chosen once a mount: switching from Lazy to the loaded component would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
