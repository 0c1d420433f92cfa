import { Component, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { Problem } from '../content/index.ts';
import { sectionFromArgs, sectionProblems } from './sectionSchemas.ts';

const panel = {
  margin: '1rem',
  padding: '1rem 1.25rem',
  border: '3px solid #b00020',
  borderRadius: '8px',
  background: '#fff5f6',
  color: '#7a0016',
  font: '16px/1.5 system-ui, sans-serif',
} as const;

/** The section's schema problems, pointer and message, as `npm run validate` words them. */
export function SchemaErrors({ problems }: { problems: readonly Problem[] }) {
  return (
    <div role="alert" style={panel}>
      <strong>This section does not match its schema:</strong>
      <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
        {problems.map((problem) => (
          <li key={`${problem.pointer} ${problem.message}`}>
            <code>{problem.pointer}</code> {problem.message} [{problem.code}]
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Invalid args may make a section throw; say so in place of the story instead of going blank. */
class RenderGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p style={panel}>The section cannot be drawn with these fields; fix them in Controls.</p>
    );
  }
}

/**
 * Puts a section story's field args back together into its `section` (the one prop a section
 * component takes) and checks it against the schema on every change of the args.
 */
export const withSchemaCheck: Decorator = (Story, { args }) => {
  const section = sectionFromArgs(args);
  if (!section) return <Story />;
  const problems = sectionProblems(section);
  if (problems.length === 0) return <Story args={{ section }} />;
  // Under the story: the section stays where it sits on a page, and the problems follow it.
  return (
    <>
      <RenderGuard key={JSON.stringify(section)}>
        <Story args={{ section }} />
      </RenderGuard>
      <SchemaErrors problems={problems} />
    </>
  );
};
