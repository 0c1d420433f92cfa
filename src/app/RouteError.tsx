import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Frame } from './Frame.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

const ErrorBody = styled.div`
  max-width: 720px;
  margin: 4rem auto;
  padding: 2rem;
  h1 {
    color: ${({ theme }) => theme.color.navy};
  }
  pre {
    white-space: pre-wrap;
    padding: 1rem;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

function errorDetail(error: unknown): { status?: string; message: string } {
  if (isRouteErrorResponse(error)) {
    return { status: String(error.status), message: error.statusText || String(error.data) };
  }
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

/** The fallback for any thrown routing error: status and text, or the error's message. */
export function UnexpectedError({ error }: { error: unknown }) {
  const { status, message } = errorDetail(error);
  return (
    <ErrorBody role="alert">
      <title>Unexpected Application Error!</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1>Unexpected Application Error!</h1>
      {status && <h2>{status}</h2>}
      <pre>{message}</pre>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </ErrorBody>
  );
}

/** Root error element: unknown paths get the 404 page in the site frame; anything else the fallback. */
export function RootError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame>
        <NotFoundPage />
      </Frame>
    );
  }
  return <UnexpectedError error={error} />;
}

/** Error inside one page: the frame stays, the page area shows the fallback. */
export function PageError() {
  return <UnexpectedError error={useRouteError()} />;
}
