sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1797.52 qps: 10808.02 (r/w/o: 0.00/7205.02/3603.01) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1908.19 qps: 11456.17 (r/w/o: 0.00/7639.78/3816.39) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1881.40 qps: 11290.40 (r/w/o: 0.00/7527.60/3762.80) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1989.90 qps: 11934.41 (r/w/o: 0.00/7954.60/3979.80) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1850.97 qps: 11118.82 (r/w/o: 0.00/7416.88/3701.94) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1815.62 qps: 10887.73 (r/w/o: 0.00/7256.49/3631.24) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1658.19 qps: 9943.13 (r/w/o: 0.00/6627.75/3315.38) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1673.01 qps: 10045.08 (r/w/o: 0.00/6698.05/3347.03) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1910.59 qps: 11451.52 (r/w/o: 0.00/7631.35/3820.17) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 2010.41 qps: 12079.40 (r/w/o: 0.00/8057.58/4021.82) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1953.39 qps: 11718.32 (r/w/o: 0.00/7811.54/3906.78) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1528.03 qps: 9166.18 (r/w/o: 0.00/6110.12/3056.06) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1487.88 qps: 8929.29 (r/w/o: 0.00/5953.52/2975.76) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1393.64 qps: 8352.82 (r/w/o: 0.00/5565.54/2787.27) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1813.09 qps: 10872.55 (r/w/o: 0.00/7247.36/3625.18) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1932.02 qps: 11607.13 (r/w/o: 0.00/7742.08/3865.04) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1790.56 qps: 10732.33 (r/w/o: 0.00/7152.22/3580.11) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1652.11 qps: 9916.63 (r/w/o: 0.00/6611.42/3305.21) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1463.00 qps: 8767.96 (r/w/o: 0.00/5844.97/2922.99) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1500.05 qps: 8998.30 (r/w/o: 0.00/5996.20/3002.10) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1616.45 qps: 9719.68 (r/w/o: 0.00/6485.79/3233.89) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1521.80 qps: 9125.77 (r/w/o: 0.00/6082.18/3043.59) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1890.94 qps: 11333.66 (r/w/o: 0.00/7553.78/3779.89) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1926.37 qps: 11575.24 (r/w/o: 0.00/7720.49/3854.74) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1973.66 qps: 11835.96 (r/w/o: 0.00/7888.64/3947.32) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 2037.27 qps: 12214.64 (r/w/o: 0.00/8141.09/4073.54) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 2040.85 qps: 12249.13 (r/w/o: 0.00/8166.42/4082.71) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 2053.76 qps: 12316.58 (r/w/o: 0.00/8209.05/4107.53) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 2146.50 qps: 12888.97 (r/w/o: 0.00/8595.98/4292.99) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1947.69 qps: 11690.16 (r/w/o: 0.00/7794.78/3895.39) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1883.29 qps: 11296.76 (r/w/o: 0.00/7530.17/3766.59) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 2000.46 qps: 11997.76 (r/w/o: 0.00/7997.84/3999.92) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1881.72 qps: 11290.29 (r/w/o: 0.00/7525.86/3764.43) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1941.65 qps: 11654.91 (r/w/o: 0.00/7771.61/3883.30) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 2001.97 qps: 12014.80 (r/w/o: 0.00/8010.87/4003.93) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1793.06 qps: 10740.39 (r/w/o: 0.00/7154.27/3586.12) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1625.40 qps: 9760.40 (r/w/o: 0.00/6510.61/3249.79) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 882.19 qps: 5289.16 (r/w/o: 0.00/3524.78/1764.39) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1914.51 qps: 11501.01 (r/w/o: 0.00/7671.00/3830.01) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1931.07 qps: 11585.45 (r/w/o: 0.00/7723.30/3862.15) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1823.12 qps: 10931.71 (r/w/o: 0.00/7285.47/3646.24) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1912.18 qps: 11480.10 (r/w/o: 0.00/7655.74/3824.37) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1740.91 qps: 10444.46 (r/w/o: 0.00/6962.64/3481.82) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1630.62 qps: 9784.69 (r/w/o: 0.00/6523.46/3261.23) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1851.07 qps: 11098.39 (r/w/o: 0.00/7398.26/3700.13) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           323964
        other:                           161982
        total:                           485946
    transactions:                        80991  (1799.41 per sec.)
    queries:                             485946 (10796.45 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0094s
    total number of events:              80991

Latency (ms):
         min:                                    0.74
         avg:                                    4.44
         max:                                   70.22
         95th percentile:                       10.09
         sum:                               359679.41

Threads fairness:
    events (avg/stddev):           10123.8750/57.01
    execution time (avg/stddev):   44.9599/0.00

