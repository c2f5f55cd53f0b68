int next_second;
