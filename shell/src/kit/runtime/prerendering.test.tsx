import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usePrerendering } from './prerendering';

function Probe() {
  return <p>{usePrerendering() ? 'server' : 'browser'}</p>;
}

describe('usePrerendering', () => {
  it('is true while the page is rendered to HTML, false in the browser', () => {
    expect(renderToString(<Probe />)).toContain('server');
    render(<Probe />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });
});
