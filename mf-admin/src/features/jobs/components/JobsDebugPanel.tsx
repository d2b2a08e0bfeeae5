import styled from 'styled-components';
import { theme } from '@housesit/shell/kit';

const Panel = styled.details`
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  padding: 8px 12px;

  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
  }

  pre {
    margin: 8px 0 0;
    max-height: 360px;
    overflow: auto;
    font-family: ${theme.fonts.mono};
    font-size: ${theme.fontSizes.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** docs/product/platform.md §2: the job queue's debug panel (raw job JSON). Rendered in development builds only. */
export function JobsDebugPanel({ data }: { data: unknown }) {
  return (
    <Panel>
      <summary>Debug panel (development build)</summary>
      <pre>{JSON.stringify(data, null, 2)}</pre>
    </Panel>
  );
}
