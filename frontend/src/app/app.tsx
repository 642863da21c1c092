import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DefaultLanguage } from './default-language';
import { AppProviders } from './providers';
import { routes } from './routes';
import { createStore } from './store';

const store = createStore();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders store={store}>
      <DefaultLanguage />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
