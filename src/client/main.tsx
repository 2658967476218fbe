import { startApp } from './boot';
import './styles.css';

startApp(document.getElementById('root')!);
