// A part of a page that may fail on its own (its query found no network) without taking the page
// down with it: it shows `fallback` instead, and tries again when the browser comes back online.
// `children` gets how many times it has been tried again, to use as a key for a fresh query.
import { Component, type ReactNode } from 'react';

interface FallbackOnErrorProps {
  fallback: ReactNode;
  children: (retries: number) => ReactNode;
}

interface FallbackOnErrorState {
  failed: boolean;
  retries: number;
}

export class FallbackOnError extends Component<FallbackOnErrorProps, FallbackOnErrorState> {
  override state: FallbackOnErrorState = { failed: false, retries: 0 };

  static getDerivedStateFromError(): Partial<FallbackOnErrorState> {
    return { failed: true };
  }

  private readonly retry = () => {
    if (this.state.failed) this.setState(({ retries }) => ({ failed: false, retries: retries + 1 }));
  };

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children(this.state.retries);
  }
}
