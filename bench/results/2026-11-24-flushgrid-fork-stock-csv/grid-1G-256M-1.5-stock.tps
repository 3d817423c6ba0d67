sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1221.30 qps: 7350.75 (r/w/o: 0.00/4903.16/2447.59) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1243.61 qps: 7474.68 (r/w/o: 0.00/4984.46/2490.23) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1428.04 qps: 8550.23 (r/w/o: 0.00/5695.15/2855.08) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1425.62 qps: 8563.70 (r/w/o: 0.00/5711.46/2852.23) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1373.95 qps: 8253.67 (r/w/o: 0.00/5505.78/2747.89) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1405.16 qps: 8408.02 (r/w/o: 0.00/5598.70/2809.32) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1275.91 qps: 7673.53 (r/w/o: 0.00/5120.70/2552.82) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1321.46 qps: 7934.75 (r/w/o: 0.00/5291.83/2642.92) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1576.34 qps: 9441.05 (r/w/o: 0.00/6288.36/3152.68) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1343.02 qps: 8070.11 (r/w/o: 0.00/5384.07/2686.04) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1487.06 qps: 8928.38 (r/w/o: 0.00/5954.26/2974.13) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1584.84 qps: 9487.02 (r/w/o: 0.00/6317.35/3169.67) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1343.99 qps: 8077.96 (r/w/o: 0.00/5389.97/2687.99) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1342.99 qps: 8061.95 (r/w/o: 0.00/5375.96/2685.98) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1559.31 qps: 9359.89 (r/w/o: 0.00/6241.26/3118.63) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1675.22 qps: 10050.30 (r/w/o: 0.00/6699.87/3350.43) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1866.90 qps: 11200.42 (r/w/o: 0.00/7466.61/3733.81) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 2047.18 qps: 12270.11 (r/w/o: 0.00/8175.74/4094.37) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 2242.87 qps: 13462.23 (r/w/o: 0.00/8976.49/4485.74) lat (ms,95%): 5.37 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 2259.95 qps: 13556.71 (r/w/o: 0.00/9036.80/4519.90) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 2279.94 qps: 13692.63 (r/w/o: 0.00/9132.76/4559.88) lat (ms,95%): 5.57 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 2117.90 qps: 12703.40 (r/w/o: 0.00/8467.60/4235.80) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1895.11 qps: 11365.65 (r/w/o: 0.00/7575.43/3790.22) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1664.07 qps: 9974.44 (r/w/o: 0.00/6647.30/3327.15) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1850.63 qps: 11119.80 (r/w/o: 0.00/7417.53/3702.27) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1697.22 qps: 10175.33 (r/w/o: 0.00/6780.89/3394.44) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1617.05 qps: 9698.29 (r/w/o: 0.00/6464.19/3234.10) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1751.16 qps: 10510.93 (r/w/o: 0.00/7008.62/3502.31) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1860.42 qps: 11170.49 (r/w/o: 0.00/7449.66/3720.83) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 2022.56 qps: 12132.39 (r/w/o: 0.00/8087.26/4045.13) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 2061.01 qps: 12364.05 (r/w/o: 0.00/8243.03/4121.02) lat (ms,95%): 6.09 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 2064.45 qps: 12388.72 (r/w/o: 0.00/8259.81/4128.91) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1234.24 qps: 7402.45 (r/w/o: 0.00/4932.96/2469.48) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 2066.61 qps: 12393.65 (r/w/o: 0.00/8260.43/4133.22) lat (ms,95%): 6.09 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1953.50 qps: 11727.98 (r/w/o: 0.00/7820.99/3906.99) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 2204.89 qps: 13227.33 (r/w/o: 0.00/8817.55/4409.78) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 2130.23 qps: 12791.36 (r/w/o: 0.00/8530.91/4260.45) lat (ms,95%): 5.57 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1953.26 qps: 11713.54 (r/w/o: 0.00/7807.03/3906.51) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 2149.14 qps: 12890.83 (r/w/o: 0.00/8592.55/4298.28) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 2099.63 qps: 12597.78 (r/w/o: 0.00/8398.52/4199.26) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 2067.00 qps: 12407.99 (r/w/o: 0.00/8274.00/4134.00) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 2477.67 qps: 14866.00 (r/w/o: 0.00/9910.67/4955.33) lat (ms,95%): 4.82 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 2234.52 qps: 13398.10 (r/w/o: 0.00/8929.07/4469.03) lat (ms,95%): 5.57 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 2199.10 qps: 13191.58 (r/w/o: 0.00/8794.39/4397.19) lat (ms,95%): 5.67 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 2106.46 qps: 12654.71 (r/w/o: 0.00/8440.79/4213.91) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           323188
        other:                           161594
        total:                           484782
    transactions:                        80797  (1794.86 per sec.)
    queries:                             484782 (10769.15 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0155s
    total number of events:              80797

Latency (ms):
         min:                                    0.47
         avg:                                    4.45
         max:                                  225.91
         95th percentile:                        7.98
         sum:                               359844.12

Threads fairness:
    events (avg/stddev):           10099.6250/36.28
    execution time (avg/stddev):   44.9805/0.00

